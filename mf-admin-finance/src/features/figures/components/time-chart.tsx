import { theme } from '@fwd/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * Lines over the report's periods (uPlot, drawn on a canvas), in a figure with its caption; the
 * same figures are in the table below it for anyone who cannot see the chart.
 */
export default function TimeChart({
  title,
  periods,
  series,
  format,
}: {
  title: string;
  periods: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = periods.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 260,
        series: [
          {},
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: periods.length < 60 } })),
        ],
        axes: [{}, { values: (_u: uPlot, ticks: number[]) => ticks.map(format), size: 90 }],
        scales: { x: { time: true } },
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [periods, series, format]);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div ref={box} />
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};

  figcaption {
    font-weight: 700;
    margin-bottom: ${theme.space(2)};
  }
`;
