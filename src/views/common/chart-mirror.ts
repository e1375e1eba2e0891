import type { BarDatum, BarSvgProps } from '@nivo/bar';

type AxisProps = NonNullable<BarSvgProps<BarDatum>['axisLeft']>;

/*
 * nivo draws for a left-to-right page. In rtl a bar chart is mirrored on its data and axes instead (time
 * and values run from the right, the names stand on the right), while the drawing itself stays ltr, so
 * nivo's label anchors hold; Arabic words still run right to left inside a label.
 */

/**
 * The rows in drawing order. Horizontal bars are laid from the bottom up: reversed, the first stands on
 * top. Vertical ones run from the start of the line, which is the right in rtl.
 */
export function mirroredRows<Row>(rows: readonly Row[], vertical: boolean, rtl: boolean): Row[] {
  return (vertical ? rtl : true) ? [...rows].reverse() : [...rows];
}

interface Sides {
  rtl: boolean;
  vertical: boolean;
  valueAxis: AxisProps;
  indexAxis: AxisProps;
  /** The room for the axis at the start of the line (values under columns, names beside rows). */
  start: number;
  /** The room at the other end. */
  end: number;
}

/** The start axis on the left in ltr and on the right in rtl, its room with it; a row's values grow from it. */
export function mirroredAxes({ rtl, vertical, valueAxis, indexAxis, start, end }: Sides) {
  const startAxis = vertical ? valueAxis : indexAxis;
  return {
    axisLeft: rtl ? null : startAxis,
    axisRight: rtl ? startAxis : null,
    margin: { left: rtl ? end : start, right: rtl ? start : end },
    valueScale: { type: 'linear' as const, nice: true, reverse: !vertical && rtl },
  };
}
