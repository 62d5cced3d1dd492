import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { TESTIMONIALS, wrapIndex } from './testimonials';

/** Testimonials carousel: previous/next arrows wrap around both ends, dots jump to an entry. */
export function TestimonialsCarousel() {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState(0);
  const entry = TESTIMONIALS[active]!;
  const name = t(`testimonials.entries.${entry.key}.name`);
  const total = TESTIMONIALS.length;

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" aria-roledescription="carousel" aria-label={t('testimonials.carousel')} h="100%">
      <Stack gap="lg" h="100%" justify="space-between">
        <div
          role="group"
          aria-roledescription={t('testimonials.slide')}
          aria-label={t('testimonials.position', { n: active + 1, total })}
          aria-live="polite"
          data-testid="testimonial"
        >
          <IconQuote size={36} className={classes.accent} aria-hidden="true" />
          <blockquote className={classes.quote}>
            <Text component="p" fz={{ base: 'md', sm: 'lg' }} lh={1.65} mt="xs" mb="lg" mih={{ base: 130, sm: 110 }}>
              {t(`testimonials.entries.${entry.key}.text`)}
            </Text>
          </blockquote>
          <Group gap="md" wrap="nowrap">
            <img src={entry.image} alt={t('testimonials.photoOf', { name })} className={classes.avatar} width={72} height={72} />
            <div>
              <Text fw={700} data-testid="testimonial-name">
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`testimonials.entries.${entry.key}.role`)}
              </Text>
            </div>
          </Group>
        </div>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon variant="light" size={44} radius="xl" aria-label={t('testimonials.previous')} onClick={() => setActive((i) => wrapIndex(i, -1))}>
            <IconChevronLeft size={22} aria-hidden="true" />
          </ActionIcon>
          <Group gap={0}>
            {TESTIMONIALS.map((item, i) => (
              <button
                key={item.key}
                type="button"
                className={classes.dotHit}
                aria-label={t('testimonials.goTo', { n: i + 1, name: t(`testimonials.entries.${item.key}.name`) })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setActive(i)}
              >
                <span className={classes.dot} />
              </button>
            ))}
          </Group>
          <ActionIcon variant="light" size={44} radius="xl" aria-label={t('testimonials.next')} onClick={() => setActive((i) => wrapIndex(i, 1))}>
            <IconChevronRight size={22} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
