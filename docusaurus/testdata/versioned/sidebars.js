module.exports = {
  guide: ['intro', 'install', 'plugins'],
};
