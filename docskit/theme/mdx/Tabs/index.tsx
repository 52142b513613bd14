import { Children, cloneElement, isValidElement, useEffect, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { Props as TabItemProps } from '@theme/TabItem';
import { getItem, setItem } from '../../internal/storage';

export interface Props {
  /** Tabs with the same groupId switch together and remember the choice. */
  readonly groupId?: string;
  readonly defaultValue?: string;
  /** Docusaurus's list of the tabs' labels by value: a label here names the tab of that value. */
  readonly values?: readonly { readonly value: string; readonly label?: string }[];
  readonly children?: ReactNode;
  /** Set by the page body renderer (usesNodeId below): the base of the tab and panel ids. */
  readonly nodeId?: string;
}

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const groupEvent = 'docskit:tab-group';

function Tabs({ groupId, defaultValue, values: labels, children, nodeId = 'dk-tabs' }: Props) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const values = items.map((c) => c.props.value);
  const initial = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? values[0];
  const [selected, setSelected] = useState(initial);
  // Not useId: a client-side navigation renders fresh, and its ids would differ
  // from the server's for the same page.
  const id = nodeId;

  useEffect(() => {
    if (!groupId) return;
    const stored = getItem(storageKey(groupId));
    if (stored && values.includes(stored)) setSelected(stored);
    const onGroup = (e: Event) => {
      const d = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (d.groupId === groupId && values.includes(d.value)) setSelected(d.value);
    };
    window.addEventListener(groupEvent, onGroup);
    return () => window.removeEventListener(groupEvent, onGroup);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) {
      setItem(storageKey(groupId), value);
      window.dispatchEvent(new CustomEvent(groupEvent, { detail: { groupId, value } }));
    }
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : -2;
    if (next === -2) return;
    const v = values[(next + values.length) % values.length];
    select(v);
    (e.currentTarget.parentElement?.children[(next + values.length) % values.length] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="dk-tabs">
      <div role="tablist" className="dk-tab-list" aria-orientation="horizontal">
        {items.map((c, i) => (
          <button
            key={c.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={c.props.value === selected}
            tabIndex={c.props.value === selected ? 0 : -1}
            className={`dk-tab${c.props.value === selected ? ' dk-tab-active' : ''}`}
            onClick={() => select(c.props.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {labels?.find((l) => l.value === c.props.value)?.label ?? c.props.label ?? c.props.value}
          </button>
        ))}
      </div>
      <div className="dk-tab-panels">
        {items.map((c, i) => cloneElement(c, { key: c.props.value, hidden: c.props.value !== selected, id: `${id}-panel-${i}` }))}
      </div>
    </div>
  );
}

Tabs.usesNodeId = true;
export default Tabs;
