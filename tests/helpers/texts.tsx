/**
 * Renders as the cabinet does: views read their words through the one i18n provider
 * (src/i18n, over texts/catalogue.ts), so a component drawn alone gets it too.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';

const WithTexts = ({ children }: { children: ReactNode }) => <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>;

export const renderWithTexts = (ui: ReactElement, options?: Omit<RenderOptions, 'queries'>) => render(ui, { wrapper: WithTexts, ...options });
