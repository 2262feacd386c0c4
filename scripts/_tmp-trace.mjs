import puppeteer from 'puppeteer-core';
import { readFileSync, writeFileSync } from 'node:fs';
const url = process.argv[2];
const out = process.argv[3] ?? '/tmp/tr2/trace.json';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: 'new',
  args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.setCacheEnabled(false);
await page.tracing.start({ path: out, categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing','loading','disabled-by-default-v8.gc','disabled-by-default-v8.cpu_profiler'] });
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await new Promise(r => setTimeout(r, 12000));
await page.tracing.stop();
await browser.close();
