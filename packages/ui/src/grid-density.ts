import type { GridDensity } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'pvz-grid-density';
const densities: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

function storedDensity(): GridDensity {
  const stored = localStorage.getItem(STORAGE_KEY);
  return densities.find((density) => density === stored) ?? 'compact';
}

/** The next density of the toolbar's button: compact → standard → comfortable → compact. */
export function nextDensity(density: GridDensity): GridDensity {
  return densities[(densities.indexOf(density) + 1) % densities.length] ?? 'compact';
}

/**
 * How tightly the user wants table rows, kept in the browser for every table: compact by default, so
 * that a desk screen shows twenty rows.
 */
export function useGridDensity(): { density: GridDensity; onDensityChange(density: GridDensity): void } {
  const [density, setDensity] = useState(storedDensity);
  const onDensityChange = useCallback((next: GridDensity) => {
    localStorage.setItem(STORAGE_KEY, next);
    setDensity(next);
  }, []);
  return { density, onDensityChange };
}
