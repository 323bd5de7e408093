/**
 * The visitor's country, detected once; a choice the person makes wins over a detection that
 * answers later.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CountryCode } from '../../schemas/auth';
import type { CountryLookup } from './country';

export function useDetectedCountry(lookup: CountryLookup): [CountryCode, (country: CountryCode) => void] {
  const [country, setCountry] = useState<CountryCode>(2);
  const chosen = useRef(false);

  useEffect(() => {
    let current = true;
    lookup.detect().then(
      (detected) => {
        if (current && !chosen.current) setCountry(detected);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lookup]);

  const choose = useCallback((next: CountryCode) => {
    chosen.current = true;
    setCountry(next);
  }, []);

  return [country, choose];
}
