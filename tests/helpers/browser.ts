/**
 * Real Chromium for page tests and the Lighthouse bench: Debian's /usr/bin/chromium (or CHROME_PATH), driven by
 * puppeteer-core, with the flags that keep it quiet and offline, and a fresh profile per launch.
 */
import puppeteer, { type Browser, type Page } from "npm:puppeteer-core@25.16.0";

export type { Browser, Page };

export const CHROMIUM = Deno.env.get("CHROME_PATH") ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Whether Chromium is installed (`.ci/run` installs it with apt-get). */
export function hasChromium(): boolean {
  try {
    return Deno.statSync(CHROMIUM).isFile;
  } catch {
    return false;
  }
}

export async function launchBrowser(userDataDir: string): Promise<Browser> {
  return await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Counts how much of a PNG screenshot differs from its top-left pixel, by drawing it on a canvas in a blank page:
 * a blank (or single-colour) screenshot has no such pixels.
 */
export async function inkShare(browser: Browser, png: Uint8Array): Promise<{ share: number; colours: number }> {
  const page = await browser.newPage();
  try {
    const base64 = btoa(Array.from(png, (b) => String.fromCharCode(b)).join(""));
    // Runs in the page (source text, so the DOM types stay out of the Deno program).
    return await page.evaluate(`(async () => {
      const image = new Image();
      image.src = "data:image/png;base64,${base64}";
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const colours = new Set();
      let differing = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (colours.size < 10000) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
        const distance = Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]);
        if (distance > 30) differing++;
      }
      return { share: differing / (data.length / 4), colours: colours.size };
    })()`) as { share: number; colours: number };
  } finally {
    await page.close();
  }
}
