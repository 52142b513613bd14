// A client module of the test site: it runs once in the browser and marks
// <html> with the route after each route change.
window.widgetClientModuleRuns = (window.widgetClientModuleRuns || 0) + 1;

export function onRouteDidUpdate({ location, previousLocation }) {
  document.documentElement.dataset.widgetRoute = location.pathname;
  document.documentElement.dataset.widgetPrevious = previousLocation ? previousLocation.pathname : '';
}
