/**
 * Debian's Chromium and the flags this workplace needs (`docs/toolchain.md`), for every tool that drives a browser:
 * the stories project, the e2e journeys and the benchmarks. A test tool's own browser download does not work
 * here; CHROME_PATH overrides the location elsewhere.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium 156's headless windows each start a renderer for the omnibox's WebUI popup (`--top-chrome-webui`):
    // on 2 cores it took about 0.9 s of CPU during every fresh context's first second, beside the page under test.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
}
