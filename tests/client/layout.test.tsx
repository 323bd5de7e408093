// @vitest-environment jsdom
/** Frames, the 404 and no-access pages, the fatal message and the i18n provider. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { MemoryRouter } from 'react-router-dom';
import { showFatal } from '../../src/components/fatal';
import { FatalScreen } from '../../src/components/FatalScreen';
import { i18nProvider } from '../../src/i18n';
import { t } from '../../texts/t';
import { AuthFrame } from '../../src/layout/AuthFrame';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { FatalBoundary } from '../../src/root/FatalBoundary';

describe('frames and pages', () => {
  it('the 404 page has its own frame: text and a link to the main page, no menu', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: t('app.notFound') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('app.toMain') }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('the auth frame centres its content under the brand, without a menu', () => {
    render(
      <AuthFrame>
        <p>форма входа</p>
      </AuthFrame>,
    );
    expect(screen.getByText('форма входа')).toBeTruthy();
    expect(screen.getByText(t('app.title'))).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('fatal start-up error (spec 8)', () => {
  it('is written in plain markup when the application chunk cannot load', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>старое</p>';
    showFatal(root);
    expect(root.textContent).toBe(t('app.fatal'));
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('replaces a crashed render through the root error boundary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crash = () => {
      throw new Error('boom');
    };
    render(
      <FatalBoundary>
        <Crash />
      </FatalBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(t('app.fatal'));
    error.mockRestore();
  });

  it('FatalScreen shows the spec text', () => {
    render(<FatalScreen />);
    expect(screen.getByRole('alert').textContent).toBe(t('app.fatal'));
  });
});

describe('i18n provider (spec 9: Russian only)', () => {
  it('speaks Russian, with the cabinet catalogue beside react-admin\'s own texts', () => {
    expect(i18nProvider.getLocale()).toBe('ru');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'ru', name: 'Русский' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Сохранить');
    expect(i18nProvider.translate('app.noAccess')).toBe(t('app.noAccess'));
    expect(i18nProvider.translate('home.greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна!');
  });

  it('fills keys the Russian package lacks from English rather than showing the key', () => {
    expect(i18nProvider.translate('ra.guesser.empty.title')).toBe('No data to display');
  });
});
