import { useRef, useState } from 'react';

export interface Props {
  /** The fence language. */
  readonly language?: string;
  /** Optional file name shown above the code. */
  readonly title?: string;
  /** Highlighted HTML: one span.dk-line per line (built in Go at build time). */
  readonly html: string;
  readonly showLineNumbers?: boolean;
}

export default function CodeBlock({ language, title, html, showLineNumbers }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const el = ref.current;
    if (!el) return;
    const lines = Array.from(el.querySelectorAll<HTMLElement>('.dk-line')).map((line) => {
      const clone = line.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('.dk-ln').forEach((n) => n.remove());
      return clone.textContent ?? '';
    });
    const text = lines.length ? lines.join('\n') : el.textContent ?? '';
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1000);
    });
  };
  return (
    <div className={`dk-codeblock${showLineNumbers ? ' dk-codeblock-numbered' : ''}`}>
      {title ? <div className="dk-codeblock-title">{title}</div> : null}
      <div className="dk-codeblock-content">
        <pre className={`dk-pre${language ? ` language-${language}` : ''}`} tabIndex={0}>
          <code ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <button type="button" className="dk-copy" aria-label="클립보드에 코드 복사" title="복사" onClick={copy}>
          {copied ? '복사했습니다' : '복사'}
        </button>
      </div>
    </div>
  );
}
