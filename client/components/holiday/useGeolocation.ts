import { useCallback, useEffect, useRef, useState } from 'react';

export type GeoState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'denied' }
  | { status: 'located'; lat: number; lng: number };

/** Sunset moves by about a minute per 15 km; a position an hour old is plenty. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 3_600_000, timeout: 20_000 };

/**
 * The reader's position, asked for only when they choose to see local times (`locate`), never on
 * load: a permission prompt nobody asked for is mostly refused. A reader who already allowed it
 * is located straight away (no prompt shows). 'denied' covers a refusal, no geolocation support,
 * a timeout and any other failure: each gets the same message.
 */
export function useGeolocation(): { geo: GeoState; locate: () => void } {
  const [geo, setGeo] = useState<GeoState>({ status: 'idle' });
  const live = useRef(true);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setGeo({ status: 'denied' });
      return;
    }
    setGeo({ status: 'pending' });
    navigator.geolocation.getCurrentPosition(
      (pos) => live.current && setGeo({ status: 'located', lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => live.current && setGeo({ status: 'denied' }),
      OPTIONS,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((p) => {
        if (live.current && p.state === 'granted') locate();
      })
      .catch(() => {
        // No Permissions API for geolocation: the reader's button is the way.
      });
    return () => {
      live.current = false;
    };
  }, [locate]);

  return { geo, locate };
}
