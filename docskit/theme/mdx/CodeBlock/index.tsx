import { useRef, useState, type ReactNode } from 'react';
import { UI } from '@docskit/ui';

export interface Props {
  /** The fence language (the build passes it lower-cased, "text" when the fence has none). */
  readonly language?: string;
  /** Optional file name shown above the code. */
  readonly title?: string;
  /** Highlighted HTML: one span.dk-line per line (built in Go at build time). */
  readonly html?: string;
  readonly showLineNumbers?: boolean;
  /**
   * The code as text, when there is no html: what a Docusaurus page writes as
   * <CodeBlock language="js">{`…`}</CodeBlock>. It is shown without highlighting.
   */
  readonly children?: ReactNode;
  /** "language-js": the language, as Docusaurus's MDX code elements pass it. */
  readonly className?: string;
}

/** PlainLines renders text as the highlighter's line spans (docskit/internal/highlight), without colours. */
function PlainLines({ text, numbered }: { text: string; numbered?: boolean }) {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className="dk-line">
          {numbered ? <span className="dk-ln">{i + 1}</span> : null}
          {i < lines.length - 1 ? `${line}\n` : line}
        </span>
      ))}
    </>
  );
}

/**
 * codeLanguage is the language the block is marked with, as Docusaurus's
 * theme marks it: lower-cased (Prism's names are), "text" when none is given,
 * so that every block has a language-X class.
 */
function codeLanguage(language: string | undefined, className: string | undefined): string {
  const lang = language || /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] || 'text';
  return lang.toLowerCase();
}

export default function CodeBlock({ language: lang, title, html, showLineNumbers, children, className }: Props) {
  const language = codeLanguage(lang, className);
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
        <pre className={`dk-pre language-${language}`} tabIndex={0}>
          {html !== undefined ? (
            <code ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code ref={ref}>
              <PlainLines text={Array.isArray(children) ? children.join('') : String(children ?? '')} numbered={showLineNumbers} />
            </code>
          )}
        </pre>
        <button type="button" className="dk-copy" aria-label={UI['theme.CodeBlock.copyButtonAriaLabel']} title={UI['theme.CodeBlock.copy']} onClick={copy}>
          {copied ? UI['theme.CodeBlock.copied'] : UI['theme.CodeBlock.copy']}
        </button>
      </div>
    </div>
  );
}
