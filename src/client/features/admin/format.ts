/** 2547XXXXXXXX as the admin reads it: 07XXXXXXXX. */
export const localPhone = (phone: string) => (/^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone);
