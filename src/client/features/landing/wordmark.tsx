import styles from './header.module.css';

/** The Pamoja logo and name. */
export function Wordmark({ id }: { id?: string }) {
  return (
    <span className={styles.wordmark} id={id}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={styles.wordmarkText}>Pamoja</span>
    </span>
  );
}
