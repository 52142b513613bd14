module.exports = {
  api: ['intro', ...require('./generated/sidebar.ts').items],
  ref: [...require('./src/typedoc.ts').items],
};
