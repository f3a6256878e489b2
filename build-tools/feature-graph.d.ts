/** Types of feature-graph.js, which runs under plain Node. */
export type FeatureImport = { from: string; to: string; file: string; specifier: string };
export type FeatureCycle = { features: string[]; imports: FeatureImport[] };
export function featureImports(features?: string): FeatureImport[];
export function featureCycles(imports?: FeatureImport[]): FeatureCycle[];
export function describeCycle(cycle: FeatureCycle): string;
