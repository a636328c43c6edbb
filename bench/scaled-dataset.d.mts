/** Writes (once) and returns the path of the dataset `scale` times larger (bench/scaled-dataset.mjs). */
export function scaledDataset(scale: number): Promise<string>;
