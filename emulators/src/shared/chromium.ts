import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium (a downloaded browser build cannot be fetched here); these flags keep it from reaching for
// Google's services on a closed network. The stand-in's conformance suite, the browser suites and the benchmarks
// all start it this way.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
