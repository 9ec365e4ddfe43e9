// The chart library is most of the home page's code. The route starts loading it with the page's own chunk, not
// once the page has rendered, and the page renders the charts from the same import.
let loading: Promise<typeof import('./components/HomeCharts.tsx')> | undefined;

export function loadHomeCharts() {
  loading ??= import('./components/HomeCharts.tsx');
  return loading;
}
