/** A test client of an event stream: collects the events it reads until closed. */
export async function bukaSse(url: string, token: string, college = 'kampus-demo') {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { 'college-id': college, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`SSE ${url}: ${res.status}`);
  const events: { event: string; data: unknown }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let sisa = '';
  const baca = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        sisa += decoder.decode(value, { stream: true });
        const bagian = sisa.split('\n\n');
        sisa = bagian.pop() ?? '';
        for (const b of bagian) {
          const event = b.match(/^event: (.*)$/m)?.[1];
          const data = b.match(/^data: (.*)$/m)?.[1];
          if (event) events.push({ event, data: data === undefined ? null : JSON.parse(data) });
        }
      }
    } catch {}
  })();
  return {
    events,
    /** The events other than the clock ticks. */
    lain: () => events.filter((e) => e.event !== 'time'),
    async tutup() {
      controller.abort();
      await baca;
    },
  };
}

/** Waits until `cek` holds (polling), failing after `ms`. */
export async function tungguSampai(cek: () => boolean, ms = 5000) {
  const batas = Date.now() + ms;
  while (!cek()) {
    if (Date.now() > batas) throw new Error('tidak terjadi dalam waktu');
    await new Promise((r) => setTimeout(r, 20));
  }
}
