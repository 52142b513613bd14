// A generated sidebar: its default export is the list itself.
type Item = string | { type: 'category'; label: string; items: Item[] };
export const generatedBy = 'a generator';
const items: Item[] = [{ type: 'category', label: 'Endpoints', items: ['reference/list', 'reference/get'] }];
export default items;
