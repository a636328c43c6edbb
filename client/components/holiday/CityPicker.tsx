import { useId } from 'react';
import { HOLIDAY_CITY } from '../../../shared/messages.js';
import { HOLIDAY_CITIES, type HolidayCity } from './cities.js';

interface Props {
  city: HolidayCity | null;
  onChoose: (id: string) => void;
  /** Offered once a city is chosen: back to the reader's own position. */
  onUseLocation?: () => void;
}

/** The countdown's place without geolocation: a short list of major cities, and the way back. */
export function CityPicker({ city, onChoose, onUseLocation }: Props) {
  const id = useId();
  return (
    <div className="countdown__places">
      <label htmlFor={id} className="countdown__city-label">
        {city ? HOLIDAY_CITY.change : HOLIDAY_CITY.choose}
      </label>
      <select id={id} className="countdown__city" value={city?.id ?? ''} onChange={(e) => onChoose(e.target.value)}>
        {!city && (
          <option value="" disabled>
            {HOLIDAY_CITY.placeholder}
          </option>
        )}
        {HOLIDAY_CITIES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {onUseLocation && (
        <button type="button" className="button button--small button--secondary" onClick={onUseLocation}>
          {HOLIDAY_CITY.useLocation}
        </button>
      )}
    </div>
  );
}
