import { Histogram, register } from 'prom-client';

function histogram() {
  const name = 'hookline_rpc_handler_duration_seconds';
  return (
    (register.getSingleMetric(name) as Histogram<'pattern' | 'outcome'> | undefined) ??
    new Histogram({
      name,
      help: 'Time a service spent handling one RabbitMQ message, by pattern and outcome',
      labelNames: ['pattern', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    })
  );
}

export const rpcMetrics = { duration: histogram() };
