import { useEffect, useState } from 'react';

export type GeoState = { status: 'pending' } | { status: 'denied' } | { status: 'located'; lat: number; lng: number };

/** Sunset moves by about a minute per 15 km; a position an hour old is plenty. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 3_600_000, timeout: 20_000 };

/**
 * The reader's position, asked for once after hydration (never on the server). 'denied' covers a
 * refusal, no geolocation support, a timeout and any other failure: each gets the same message.
 */
export function useGeolocation(): GeoState {
  const [state, setState] = useState<GeoState>({ status: 'pending' });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'denied' });
      return;
    }
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (pos) => live && setState({ status: 'located', lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => live && setState({ status: 'denied' }),
      OPTIONS,
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
