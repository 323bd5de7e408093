/** The fatal message (spec 8) for error boundaries: plain markup, no theme, no MUI. */
import { useText } from '../i18n/useText';
import { fatalStyle } from './fatal';

export const FatalScreen = () => {
  const translate = useText();
  return (
    <div role="alert" style={fatalStyle}>
      {translate('app.fatal')}
    </div>
  );
};
