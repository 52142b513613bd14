// Preloaded by bench/sites.sh (node --require) into the Docusaurus builds of
// sites whose webpackbar is version 6 (Docusaurus before 3.8): it passes
// options (name, color, reporters) that the ProgressPlugin schema of webpack
// 5.103 and later rejects, so the build stops before compiling. The progress
// bar only prints progress; here it is a plugin that does nothing.
const Module = require('node:module');

class NoProgressBar {
  apply() {}
}

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'webpackbar') return NoProgressBar;
  return load.call(this, request, parent, isMain);
};
