// A component of the example site's own, imported by an MDX page
// (docs/tutorial/modules.mdx): the page becomes a JavaScript module that
// esbuild bundles with it.
import { useState } from 'react';
import styles from './stepper.module.css';

export default function Stepper({ start = 0, step = 1, label }) {
  const [value, setValue] = useState(start);
  return (
    <div className={styles.stepper}>
      <span className={styles.value}>
        {label}: {value}
      </span>
      <button type="button" onClick={() => setValue(value + step)}>
        {step}씩 늘리기
      </button>
    </div>
  );
}

export const Badge = ({ children }) => <mark className={styles.badge}>{children}</mark>;
