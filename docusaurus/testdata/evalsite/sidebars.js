module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/a'] }], dir: __dirname.split('/').pop() };
