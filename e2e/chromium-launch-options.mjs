// Debian's Chromium, never a downloaded browser; shared by the journeys, the benchmarks and the demo recording.
// Without the background-networking flags it keeps dialling Google's hosts, which a closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
