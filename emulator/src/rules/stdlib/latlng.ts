// The `latlng` namespace and rules.LatLng methods.

import { evalErrors } from '../errors.js';
import { float, toNumber, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

/** Mean Earth radius used for great-circle distances, in meters. */
const EARTH_RADIUS_METERS = 6_371_010;

export function latlngNamespace(name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `latlng.${name}`;
  if (name !== 'value') throw evalErrors.functionNotFound(fn);
  expectArity(fn, args, 2);
  const latitude = toNumber(arg(fn, args, 0, 'int', 'float'));
  const longitude = toNumber(arg(fn, args, 1, 'int', 'float'));
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
    throw evalErrors.invalidArgument(fn, `Argument: [${latitude}, ${longitude}] is out of range.`);
  }
  return { type: 'latlng', latitude, longitude };
}

export function latlngMethod(
  value: Extract<RulesValue, { type: 'latlng' }>,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const fn = `latlng.${name}`;
  switch (name) {
    case 'latitude':
      expectArity(fn, args, 0);
      return float(value.latitude);
    case 'longitude':
      expectArity(fn, args, 0);
      return float(value.longitude);
    case 'distance': {
      expectArity(fn, args, 1);
      const other = arg(fn, args, 0, 'latlng');
      return float(haversine(value.latitude, value.longitude, other.latitude, other.longitude));
    }
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}
