import modules from '@docskit/client-modules';
import { createElement, Fragment } from 'react';
import type { PageData } from '../data';

/** Slot renders the components client modules register under name. */
export default function Slot({ name, page }: { name: string; page: PageData }) {
  const found = modules.flatMap((m, i) => {
    const C = m.slots?.[name];
    return C ? [createElement(C as (p: { page: PageData }) => null, { key: i, page })] : [];
  });
  return found.length ? createElement(Fragment, null, ...found) : null;
}
