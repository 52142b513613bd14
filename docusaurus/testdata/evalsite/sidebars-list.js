// Reads a TypeScript module's default export, a list, and changes it in place.
const items = require('./src/reference.ts');

for (const item of items) {
  item.items.pop();
}
items.unshift('reference/intro');

module.exports = {
  reference: [{ type: 'category', label: 'Reference', items }],
  isList: Array.isArray(items),
  generatedBy: items.generatedBy,
  sameList: items.default === items,
};
