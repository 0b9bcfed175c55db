declare module 'china-geojson' {
  /** "China" (provinces) and each province by short name ("广东") → GeoJSON FeatureCollection. */
  const maps: Record<string, { type: 'FeatureCollection'; features: unknown[] }>;
  export default maps;
}
