import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

export type LatencyStats = { p50: number; p95: number; mean: number; n: number };

/** Sequential requests (one in flight), so each figure is one request's full latency in ms. */
export async function measureLatency(url: string, n: number): Promise<LatencyStats> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / n, n };
}

/** Requests per second with several connections in flight (autocannon). */
export async function measureThroughput(url: string, seconds: number, connections = 10): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);
