import { formatKes } from '../../../shared/money';

/** 'KES 1,234.50' */
export const kes = (amount: number) => `KES ${formatKes(amount)}`;

/** 2547XXXXXXXX as the admin reads it: 07XXXXXXXX. */
export const localPhone = (phone: string) => (/^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone);
