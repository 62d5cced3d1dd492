import { LogoMark } from '../../components/core/logo-mark';
import styles from './header.module.css';

/** The Pamoja logo and name. */
export function Wordmark({ id }: { id?: string }) {
  return (
    <span className={styles.wordmark} id={id}>
      <LogoMark size={32} />
      <span className={styles.wordmarkText}>Pamoja</span>
    </span>
  );
}
