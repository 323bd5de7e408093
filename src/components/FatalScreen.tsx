/** The fatal message (spec 8) for error boundaries: plain markup, no theme, no MUI. */
import { ru } from '../../texts/ru';
import { fatalStyle } from './fatal';

export const FatalScreen = () => (
  <div role="alert" style={fatalStyle}>
    {ru.app.fatal}
  </div>
);
