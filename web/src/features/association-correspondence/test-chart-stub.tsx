interface StubData {
  labels?: unknown[];
  datasets: { label?: string; data: unknown[] }[];
}

/** chart.js needs a real canvas: in jsdom each chart renders its labels and data as text instead. */
const stub = (type: string) =>
  function ChartStub({ data }: { data: StubData }) {
    return (
      <div data-testid={`chart-${type}`}>
        <span data-testid="chart-labels">{(data.labels ?? []).join('|')}</span>
        {data.datasets.map((d, i) => (
          <span key={i} data-testid="chart-data">{JSON.stringify(d.data)}</span>
        ))}
      </div>
    );
  };

export const chartStubs = { Bar: stub('bar'), Doughnut: stub('doughnut') };
