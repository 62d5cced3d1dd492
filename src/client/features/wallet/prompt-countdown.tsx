import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';

/** How long M-Pesa keeps an STK prompt open on the phone before it times out (ResultCode 1037). */
export const STK_PROMPT_SECONDS = 60;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const secondsLeft = (startedAt: number) =>
  Math.max(0, STK_PROMPT_SECONDS - Math.floor((Date.now() - startedAt) / 1000));

/** The prompt's remaining time, counted from when this screen sent it (the phone's clock, not the server's). */
export function PromptCountdown({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation('wallet');
  const [seconds, setSeconds] = useState(() => secondsLeft(startedAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsLeft(startedAt)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return (
    <Text c="dimmed" size="sm" data-testid="prompt-countdown">
      {seconds > 0 ? t('deposit.promptLeft', { time: clock(seconds) }) : t('deposit.promptExpired')}
    </Text>
  );
}
