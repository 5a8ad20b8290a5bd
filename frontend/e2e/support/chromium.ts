// How the e2e tier launches Chromium: Debian's from apt (Playwright's own browser download is never
// used), without browser work of its own that no test looks at (measured: CPU of every Chromium
// process of the tier).

// Playwright's own --disable-features list (playwright-core chromiumSwitches.ts, all of it: the
// Windows, Edge and macOS ones too). Chromium reads only the last --disable-features it is given,
// so ours must carry these too.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  // the address bar's suggestion popup, a WebUI page preloaded in its own renderer for every
  // window, i.e. for every browser context a test opens: a fifth of the tier's Chromium CPU
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // a warm renderer kept for the next navigation and started again after each one: a test's
  // context started four renderers for one page, three without it
  'SpareRendererForSitePerProcess',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export const CHROMIUM = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };
