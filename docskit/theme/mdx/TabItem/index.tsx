import type { ReactNode } from 'react';

export interface Props {
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  /** Set by Tabs. */
  readonly hidden?: boolean;
  readonly id?: string;
  readonly children?: ReactNode;
}

export default function TabItem({ hidden, id, children }: Props) {
  return (
    <div role="tabpanel" className="dk-tab-panel" hidden={hidden} id={id}>
      {children}
    </div>
  );
}
