import { SpanStatusCode, TraceFlags, isSpanContextValid, trace, type Context } from '@opentelemetry/api';
import {
  BatchSpanProcessor,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type ReadableSpan,
  type Sampler,
  type SamplingResult,
  type Span,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { config, type Config } from '@/lib/config/env';

/**
 * OpenTelemetry traces (spec 000: errors reported, trace sample rate 0.1), through Next's own
 * instrumentation (instrumentation.ts registers @vercel/otel): only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; nothing is recorded or exported otherwise.
 *
 * - A share of requests is traced whole: OTEL_TRACES_SAMPLER_ARG (0.1 by default), decided at
 *   the root span and followed by its children, remote parents included.
 * - Every failing request is exported whatever the draw: spans not drawn are still recorded
 *   (RECORD), and one that ends with status ERROR (Next sets it on 5xx and thrown errors) is
 *   exported on its own (ErrorKeepingProcessor).
 */

export function traceRatio(settings: Pick<Config, 'OTEL_TRACES_SAMPLER_ARG'> = config()): number {
  const value = Number.parseFloat(settings.OTEL_TRACES_SAMPLER_ARG ?? '');
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.1;
}

export class RatioOrRecordSampler implements Sampler {
  private readonly ratio: TraceIdRatioBasedSampler;

  constructor(ratio: number) {
    this.ratio = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(context: Context, traceId: string): SamplingResult {
    const parent = trace.getSpanContext(context);
    const sampled =
      parent && isSpanContextValid(parent)
        ? (parent.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED
        : this.ratio.shouldSample(context, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED;
    return { decision: sampled ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.RECORD };
  }

  toString(): string {
    return `RatioOrRecordSampler{${this.ratio.toString()}}`;
  }
}

/** A span that was not drawn, presented as sampled so a batch processor exports it. */
function asSampled(span: ReadableSpan): ReadableSpan {
  const context = { ...span.spanContext(), traceFlags: TraceFlags.SAMPLED };
  return Object.create(span, { spanContext: { value: () => context } }) as ReadableSpan;
}

export class ErrorKeepingProcessor implements SpanProcessor {
  private readonly sampled: BatchSpanProcessor;
  private readonly errors: BatchSpanProcessor;

  constructor(exporter: SpanExporter) {
    this.sampled = new BatchSpanProcessor(exporter);
    this.errors = new BatchSpanProcessor(exporter);
  }

  onStart(span: Span, context: Context): void {
    this.sampled.onStart(span, context);
  }

  onEnd(span: ReadableSpan): void {
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED) this.sampled.onEnd(span);
    else if (span.status.code === SpanStatusCode.ERROR) this.errors.onEnd(asSampled(span));
  }

  async forceFlush(): Promise<void> {
    await Promise.all([this.sampled.forceFlush(), this.errors.forceFlush()]);
  }

  async shutdown(): Promise<void> {
    await Promise.all([this.sampled.shutdown(), this.errors.shutdown()]);
  }
}

/** OTEL_EXPORTER_OTLP_HEADERS ('k=v,k2=v2') as an object. */
function otlpHeaders(raw: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

/** Registers the tracer provider when an OTLP endpoint is configured; false otherwise. */
export async function registerTelemetry(env: Config = config()): Promise<boolean> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (env.OTEL_EXPORTER_OTLP_ENDPOINT && `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`);
  if (!endpoint) return false;
  const { registerOTel, OTLPHttpJsonTraceExporter, OTLPHttpProtoTraceExporter } = await import('@vercel/otel');
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  const config = { url: endpoint, headers: otlpHeaders(env.OTEL_EXPORTER_OTLP_TRACES_HEADERS || env.OTEL_EXPORTER_OTLP_HEADERS) };
  const exporter = protocol === 'http/json' ? new OTLPHttpJsonTraceExporter(config) : new OTLPHttpProtoTraceExporter(config);
  const processor = new ErrorKeepingProcessor(exporter);
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME,
    traceSampler: new RatioOrRecordSampler(traceRatio(env)),
    spanProcessors: [processor],
  });
  const { onShutdown } = await import('./shutdown-hooks');
  onShutdown('telemetry', () => processor.shutdown());
  return true;
}
