import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  browserLanguage,
  DEFAULT_LAYOUT_SETTINGS,
  THEME_COLORS,
  layoutSettingsMachine,
  type LayoutSettingsInput,
} from '@machines/app/layoutSettings';

function startSettings(input: LayoutSettingsInput = { viewportWidth: 1280 }) {
  const persisted = {
    sidebar: vi.fn(),
    language: vi.fn(),
    size: vi.fn(),
    appearance: vi.fn(),
  };
  const machine = layoutSettingsMachine.provide({
    actions: {
      persistSidebar: (_, { opened }) => persisted.sidebar(opened),
      persistLanguage: (_, { language }) => persisted.language(language),
      persistSize: (_, { size }) => persisted.size(size),
      persistAppearance: (_, { appearance }) => persisted.appearance(appearance),
    },
  });
  return { actor: createActor(machine, { input }).start(), persisted };
}

describe('layoutSettingsMachine', () => {
  it('starts from the seed defaults: blue, small, Chinese, tags view and logo off', () => {
    const { actor } = startSettings();
    expect(actor.getSnapshot().context).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, device: 'desktop' });
    expect(DEFAULT_LAYOUT_SETTINGS).toMatchObject({
      themeColor: THEME_COLORS.blue,
      size: 'small',
      language: 'zh',
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
    });
  });

  it('starts from what storage remembered', () => {
    const { actor } = startSettings({
      viewportWidth: 1280,
      stored: { language: 'en', size: 'medium', sidebarOpened: false, tagsView: true },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      language: 'en',
      size: 'medium',
      sidebarOpened: false,
      tagsView: true,
    });
  });

  it('starts closed on a narrow viewport', () => {
    const { actor } = startSettings({ viewportWidth: 800, stored: { sidebarOpened: true } });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', sidebarOpened: false });
  });

  it('persists the sidebar status when toggled', () => {
    const { actor, persisted } = startSettings();
    actor.send({ type: 'SIDEBAR.TOGGLE' });
    expect(actor.getSnapshot().context.sidebarOpened).toBe(false);
    expect(persisted.sidebar).toHaveBeenLastCalledWith(false);
    actor.send({ type: 'SIDEBAR.TOGGLE' });
    expect(persisted.sidebar).toHaveBeenLastCalledWith(true);
  });

  it('closes the sidebar under 992 px without overwriting the preference', () => {
    const { actor, persisted } = startSettings();
    actor.send({ type: 'VIEWPORT.RESIZED', width: 991 });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', sidebarOpened: false });
    actor.send({ type: 'VIEWPORT.RESIZED', width: 992 });
    expect(actor.getSnapshot().context.device).toBe('desktop');
    expect(persisted.sidebar).not.toHaveBeenCalled();
  });

  it('does not close an opened mobile drawer on every resize', () => {
    const { actor } = startSettings({ viewportWidth: 800 });
    actor.send({ type: 'SIDEBAR.TOGGLE' });
    actor.send({ type: 'VIEWPORT.RESIZED', width: 780 });
    expect(actor.getSnapshot().context.sidebarOpened).toBe(true);
  });

  it('persists language, size and the style drawer settings', () => {
    const { actor, persisted } = startSettings();
    actor.send({ type: 'LANGUAGE.CHANGED', language: 'en' });
    actor.send({ type: 'SIZE.CHANGED', size: 'medium' });
    actor.send({ type: 'APPEARANCE.CHANGED', changes: { themeColor: '#722ed1', tagsView: true } });
    expect(persisted.language).toHaveBeenCalledWith('en');
    expect(persisted.size).toHaveBeenCalledWith('medium');
    expect(persisted.appearance).toHaveBeenCalledWith({
      themeColor: '#722ed1',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
    });
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en', size: 'medium' });
  });
});

describe('browserLanguage', () => {
  it('takes the first preference the app speaks, Chinese when none', () => {
    expect(browserLanguage(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(browserLanguage(['de', 'EN-gb'])).toBe('en');
    expect(browserLanguage(['fr'])).toBe('zh');
    expect(browserLanguage([])).toBe('zh');
  });
});
