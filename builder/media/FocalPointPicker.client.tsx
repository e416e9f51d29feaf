'use client';

import type { MouseEvent } from 'react';
import styles from './styles.module.css';

/**
 * The image with a marker: a click sets the focal point (percent of width and height). With the
 * file's width and height the image has its size before it loads (no jump under the pointer).
 */
export function FocalPointPicker({
  src,
  alt,
  value,
  onChange,
  label,
  width,
  height,
}: {
  src: string;
  alt: string;
  value: { x: number; y: number };
  onChange: (v: { x: number; y: number }) => void;
  label: string;
  width?: number | null;
  height?: number | null;
}) {
  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * 100);
    const y = Math.round(((event.clientY - box.top) / box.height) * 100);
    onChange({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  }
  return (
    <button type="button" className={styles.focal} onClick={pick} aria-label={`${label}: ${value.x} %, ${value.y} %`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a library file at its own address */}
      <img src={src} alt={alt} {...(width && height ? { width, height } : {})} />
      <span className={styles.focalMark} style={{ left: `${value.x}%`, top: `${value.y}%` }} aria-hidden="true" />
    </button>
  );
}
