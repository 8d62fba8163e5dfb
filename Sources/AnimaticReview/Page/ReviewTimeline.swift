/// The review page's timeline, under the picture: one track per animated view and key path
/// with its curve normalized to its row, both versions' curves on one time axis when two are
/// compared (the second dashed), the playhead, `completeTransition` and an interactive scene's
/// release marked, a readout with units on hover (and for the focused track's name, at the
/// playhead, for the keyboard), track names that hide and show their curve, and velocity on
/// demand. Runs inside the page's script, which calls `timelineShow(t)` on every frame.
enum ReviewTimeline {
    static let css = """
        .dock { position: sticky; top: 0; bottom: 0; z-index: 5; background: var(--bg); box-shadow: 0 -1px 0 var(--line); }
        .timeline { margin: 6px 20px 0; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; }
        .tl-bar { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; min-height: 26px; }
        .tl-bar strong { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        .tl-bar button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: #fff; border-radius: 6px; cursor: pointer; }
        .tl-bar button[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        #tl-key span { margin-right: 12px; color: var(--muted); white-space: nowrap; }
        #tl-key svg { vertical-align: middle; margin-right: 4px; }
        #readout { margin-left: auto; font-size: 12px; min-height: 1.4em; }
        .tl-frame { position: relative; }
        .tl-scroll { max-height: 20vh; overflow-y: auto; scrollbar-gutter: stable; }
        .tl-row { display: grid; grid-template-columns: var(--tl-names) minmax(0, 1fr); align-items: stretch; border-top: 1px solid #F0F0F3; }
        .tl-axis { position: sticky; top: 0; z-index: 1; background: var(--card); border-top: 0; height: 18px; }
        .tl-ticks { position: relative; font-size: 10px; color: var(--muted); }
        .tl-ticks span { position: absolute; top: 2px; transform: translateX(-50%); white-space: nowrap; }
        .tl-ticks span::after { content: ""; position: absolute; left: 50%; top: 13px; height: 4px; border-left: 1px solid var(--line); }
        .tl-name { text-align: left; border: 0; background: none; padding: 1px 6px; font: 11px/1.25 Inter, system-ui, sans-serif; color: var(--text); cursor: pointer; overflow: hidden; overflow-wrap: break-word; border-radius: 4px; }
        .tl-name small { display: block; color: var(--muted); font-size: 10px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .tl-name[aria-pressed="false"] { color: var(--muted); text-decoration: line-through; }
        .tl-row.off svg { visibility: hidden; }
        .tl-row svg { display: block; width: 100%; height: 28px; }
        .tl-row svg polyline { fill: none; stroke-width: 1.6; vector-effect: non-scaling-stroke; }
        .tl-row svg .other { stroke-dasharray: 5 3; }
        .tl-row svg .zero { stroke: #D1D1D6; stroke-width: 1; vector-effect: non-scaling-stroke; }
        .tl-row.hover { background: #F5F8FC; }
        .tl-over { position: absolute; z-index: 2; top: 0; bottom: 0; left: var(--tl-names); pointer-events: none; }
        .tl-over div { position: absolute; top: 0; bottom: 0; width: 0; }
        .tl-playhead { border-left: 2px solid rgba(225, 87, 89, .9); margin-left: -1px; }
        .tl-hoverline { border-left: 1px dotted #6C6C70; }
        .tl-mark { border-left: 2px solid var(--done); }
        .tl-mark.release { border-left-color: #2F6FEB; }
        .tl-mark.other { border-left-style: dashed; }
        .tl-mark b { position: absolute; top: 1px; left: 3px; font: 600 10px/1 Inter, system-ui, sans-serif; color: var(--done); background: rgba(255,255,255,.85); white-space: nowrap; padding: 1px 2px; }
        .tl-mark.release b { color: #2F6FEB; }
        .tl-mark.flip b { left: auto; right: 3px; }
        .tl-mark.other b { top: auto; bottom: 1px; }
        #tl-tip { position: absolute; z-index: 2; pointer-events: none; background: #1C1C1E; color: #fff; font-size: 11px; padding: 3px 6px; border-radius: 4px; white-space: nowrap; }
        """

    static let html = """
        <section class="timeline" id="timeline" aria-label="timeline">
          <div class="tl-bar">
            <strong>Timeline</strong>
            <button type="button" id="velocity" aria-pressed="false" title="plot each track's speed instead of its value (V)">Velocity</button>
            <span id="tl-key"></span>
            <output id="readout" aria-live="polite"></output>
          </div>
          <div class="tl-frame" id="tl-frame">
            <div class="tl-scroll" id="tl-scroll"><div class="tl-row tl-axis"><span></span><div class="tl-ticks" id="tl-ticks"></div></div><div id="tl-rows"></div></div>
            <div class="tl-over" id="tl-over" aria-hidden="true"><div class="tl-playhead" id="tl-playhead"></div><div class="tl-hoverline" id="tl-hoverline" hidden></div></div>
            <div id="tl-tip" hidden></div>
          </div>
        </section>
        """

    static let script = """
          // ── Timeline ──────────────────────────────────────────────────────────────────────
          const tlNames = 250, tlColors = ['#4E79A7', '#F28E2B', '#59A14F', '#B07AA1'];
          document.documentElement.style.setProperty('--tl-names', tlNames + 'px');
          const tlSpan = Math.max(end, 1e-9);
          let tlVelocity = false, tlFocus = null;
          // A unit by key path (a golden records key paths, not properties): points, degrees, alpha,
          // scale (×), a color, progress; the anchor point is in unit space (no unit).
          const tlUnit = kp => /(^|\\.)(alpha|opacity)$/.test(kp) ? 'alpha'
            : /rotation/.test(kp) ? '°' : /\\.scale/.test(kp) ? '×' : /progress$/.test(kp) ? '%'
            : /[Cc]olor$/.test(kp) ? 'color'
            : /anchorPoint/.test(kp) ? ''
            : /(translation|center|position|frame|bounds|[Rr]adius|[Ww]idth|[Oo]ffset|zPosition)/.test(kp) ? 'pt' : '';
          const tlFormat = (v, unit, velocity) => {
            if (unit === '%') return (v * 100).toFixed(1) + (velocity ? ' %/s' : ' %');
            if (unit === 'color' && !velocity) return 'rgba ' + v.map(c => c.toFixed(3)).join(', ');
            // Points and degrees to a tenth; factors (alpha, scale, unit-space anchor points) finer.
            const digits = unit === 'pt' || unit === '°' ? 1 : 3;
            const suffix = unit === 'alpha' ? (velocity ? ' alpha/s' : ' alpha') : unit === '×' ? (velocity ? ' ×/s' : '×')
              : unit === '°' ? (velocity ? '°/s' : '°')
              : unit === 'color' ? '/s' : unit ? ' ' + unit + (velocity ? '/s' : '') : (velocity ? '/s' : '');
            return v.map(c => c.toFixed(digits)).join(', ') + suffix;
          };
          // Rows: every track of either scene whose value changes, in the order the scenes list them.
          const tlRows = [];
          scenes.forEach((s, i) => (s.tracks || []).forEach(tr => {
            const key = tr.view + '.' + tr.keyPath;
            let row = tlRows.find(r => r.key === key);
            if (!row) { row = { key, view: tr.view, keyPath: tr.keyPath, by: [] }; tlRows.push(row); }
            row.by[i] = tr.values;
          }));
          const tlVaries = values => {
            const known = values.filter(v => v);
            return known.length > 0 && known.some(v => v.some((c, k) => Math.abs(c - known[0][k]) > 1e-9));
          };
          const shownRows = tlRows.filter(r => r.by.some(v => v && tlVaries(v)));
          // Velocity: the central difference per component, in units per second.
          const tlSpeed = (values, fps) => values.map((v, i) => {
            const a = values[Math.max(0, i - 1)], b = values[Math.min(values.length - 1, i + 1)];
            if (!v || !a || !b) return null;
            const dt = (Math.min(values.length - 1, i + 1) - Math.max(0, i - 1)) / fps;
            return v.map((_, k) => dt > 0 ? (b[k] - a[k]) / dt : 0);
          });
          const tlSeries = (row, i) => {
            const values = row.by[i];
            return values ? (tlVelocity ? tlSpeed(values, scenes[i].fps) : values) : null;
          };
          const tlCurve = row => {
            const timing = scenes.map(s => (s.timing || []).find(a => a.view === row.view && (row.keyPath === a.keyPath || row.keyPath.startsWith(a.keyPath + '.'))));
            const names = timing.map(a => a ? `${a.curve} ${+a.duration.toFixed(3)} s` + (a.delay > 0 ? ` after ${+a.delay.toFixed(3)} s` : '') : null);
            if (scenes.length === 2 && names[0] !== names[1]) return `${names[0] || '—'} → ${names[1] || '—'}`;
            return names.find(n => n) || '';
          };
          const tlRowsBox = $('tl-rows');
          function tlDraw() {
            tlRowsBox.textContent = '';
            if (shownRows.length === 0) { tlRowsBox.textContent = 'No animated values.'; return; }
            shownRows.forEach(row => {
              const div = document.createElement('div');
              div.className = 'tl-row' + (row.off ? ' off' : '');
              div.dataset.track = row.key;
              const name = document.createElement('button');
              name.type = 'button'; name.className = 'tl-name';
              name.setAttribute('aria-pressed', String(!row.off));
              const curve = tlCurve(row);
              const tip = () => `${row.key}${curve ? ' (' + curve + ')' : ''}: click to ${row.off ? 'show' : 'hide'} its curve`;
              name.title = tip();
              // Key paths break only after their dots (layer.transform.rotation.z).
              row.key.split('.').forEach((part, i) => {
                if (i > 0) { name.append('.'); name.append(document.createElement('wbr')); }
                name.append(part);
              });
              if (curve) { const small = document.createElement('small'); small.textContent = curve; name.append(small); }
              name.addEventListener('click', () => { row.off = !row.off; div.classList.toggle('off', row.off); name.setAttribute('aria-pressed', String(!row.off)); name.title = tip(); });
              name.addEventListener('focus', () => { tlFocus = row; tlReadout(row, frame / fps); });
              name.addEventListener('blur', () => { if (tlFocus === row) tlFocus = null; });
              div.appendChild(name);
              div.insertAdjacentHTML('beforeend', tlSVG(row));
              row.element = div;
              tlRowsBox.appendChild(div);
            });
          }
          // One polyline per scene and changing component, each component normalized over both scenes.
          function tlSVG(row) {
            const series = scenes.map((s, i) => tlSeries(row, i));
            const width = Math.max(...series.map(v => v ? Math.max(...v.map(x => x ? x.length : 0)) : 0));
            let lines = '';
            for (let k = 0; k < width; k++) {
              const all = series.flatMap(v => v ? v.filter(x => x).map(x => x[k]) : []);
              let lo = Math.min(...all), hi = Math.max(...all);
              if (!(hi - lo > 1e-9)) continue;
              // A range within rounding of its values (a linear motion's speed) is drawn flat, not
              // stretched into a zigzag: rows span at least a thousandth of their magnitude.
              const least = 1e-3 * Math.max(1, Math.abs(lo), Math.abs(hi));
              if (hi - lo < least) { const mid = (lo + hi) / 2; lo = mid - least / 2; hi = mid + least / 2; }
              series.forEach((v, i) => {
                if (!v) return;
                const points = v.map((x, f) => x ? `${(f / scenes[i].fps / tlSpan * 1000).toFixed(2)},${(26 - (x[k] - lo) / (hi - lo) * 24).toFixed(2)}` : '').filter(p => p);
                lines += `<polyline class="${i === 1 ? 'other' : 'own'}" data-scene="${i}" data-component="${k}" stroke="${tlColors[k % tlColors.length]}" points="${points.join(' ')}"/>`;
              });
              if (tlVelocity && lo < 0 && hi > 0) {
                const y = (26 - (0 - lo) / (hi - lo) * 24).toFixed(2);
                lines = `<line class="zero" x1="0" x2="1000" y1="${y}" y2="${y}"/>` + lines;
              }
            }
            return `<svg viewBox="0 0 1000 28" preserveAspectRatio="none" role="img" aria-label="${row.key} ${tlVelocity ? 'velocity' : 'curve'}">${lines}</svg>`;
          }
          // The value (or speed) of a track at a time in each scene, with its unit.
          function tlText(row, t) {
            const unit = tlUnit(row.keyPath);
            const parts = scenes.map((s, i) => {
              const v = tlSeries(row, i);
              if (!v) return null;
              const f = frameOf(s, t), x = v[f];
              const value = x ? tlFormat(x, unit, tlVelocity) : 'not there yet';
              const ended = t > s.endTime + 0.5 / s.fps ? ` (ended at ${pad(s.endTime)} s)` : '';
              return (scenes.length === 2 ? `${s.scene} ` : '') + value + ended;
            }).filter(p => p !== null);
            return `${row.key} at ${pad(t)} s${tlVelocity ? ' (velocity)' : ''}: ${parts.join(' · ')}`;
          }
          function tlReadout(row, t) { $('readout').textContent = row ? tlText(row, t) : ''; }
          const tlX = t => Math.min(100, Math.max(0, t / tlSpan * 100));
          function tlMarks() {
            const over = $('tl-over');
            over.querySelectorAll('.tl-mark').forEach(m => m.remove());
            scenes.forEach((s, i) => {
              const who = scenes.length === 2 ? ` (${s.scene})` : '';
              const marks = [];
              if (s.release) marks.push(['release', s.release.time, `release${who}: ${s.release.finish ? 'finishes' : 'cancels'}`]);
              if (s.completion !== null && s.completion !== undefined) marks.push(['complete', s.completion, `completeTransition${who}`]);
              marks.forEach(([kind, time, text]) => {
                const m = document.createElement('div');
                m.className = `tl-mark ${kind}` + (i === 1 ? ' other' : '') + (tlX(time) > 85 ? ' flip' : '');
                m.dataset.scene = i; m.dataset.time = time;
                m.style.left = tlX(time) + '%';
                m.title = `${text} at ${pad(time)} s`;
                const b = document.createElement('b'); b.textContent = kind === 'release' ? 'release' : 'complete'; m.appendChild(b);
                over.appendChild(m);
              });
            });
          }
          function tlTicks() {
            const box = $('tl-ticks');
            const step = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].find(d => tlSpan / d <= 10) || 120;
            for (let t = 0; t <= tlSpan + 1e-9; t += step) {
              const tick = document.createElement('span');
              tick.style.left = tlX(t) + '%'; tick.textContent = +t.toFixed(3) + ' s';
              box.appendChild(tick);
            }
          }
          function tlKey() {
            if (scenes.length < 2) return;
            $('tl-key').innerHTML = scenes.map((s, i) => `<span><svg width="26" height="6"><line x1="0" x2="26" y1="3" y2="3" stroke="#4E79A7" stroke-width="2" ${i === 1 ? 'stroke-dasharray="5 3"' : ''}/></svg></span>`).join('');
            $('tl-key').querySelectorAll('span').forEach((span, i) => span.append(scenes[i].scene));
          }
          // The overlay's right edge follows the scroll area's, whatever its scroll bar takes.
          function tlFit() {
            const scroll = $('tl-scroll');
            $('tl-over').style.right = (scroll.offsetWidth - scroll.clientWidth) + 'px';
          }
          function timelineShow(t) {
            $('tl-playhead').style.left = tlX(t) + '%';
            if (tlFocus) tlReadout(tlFocus, t);
          }
          const tlTime = e => {
            const r = $('tl-over').getBoundingClientRect();
            return Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)) * tlSpan;
          };
          $('tl-scroll').addEventListener('mousemove', e => {
            const rowElement = e.target.closest('.tl-row');
            const row = rowElement && shownRows.find(r => r.element === rowElement);
            const over = $('tl-over').getBoundingClientRect();
            document.querySelectorAll('.tl-row.hover').forEach(x => x.classList.remove('hover'));
            const tip = $('tl-tip'), line = $('tl-hoverline');
            if (!row || e.clientX < over.left) { tip.hidden = true; line.hidden = true; return; }
            rowElement.classList.add('hover');
            const t = tlTime(e);
            line.hidden = false; line.style.left = tlX(t) + '%';
            tlReadout(row, t);
            tip.textContent = tlText(row, t).replace(/^.*? at /, '');
            tip.hidden = false;
            const frameBox = $('tl-frame').getBoundingClientRect();
            tip.style.left = Math.min(e.clientX - frameBox.left + 12, frameBox.width - tip.offsetWidth) + 'px';
            tip.style.top = (e.clientY - frameBox.top + 14) + 'px';
          });
          $('tl-scroll').addEventListener('mouseleave', () => {
            $('tl-tip').hidden = true; $('tl-hoverline').hidden = true;
            document.querySelectorAll('.tl-row.hover').forEach(x => x.classList.remove('hover'));
          });
          // A click on the curves seeks there, as on the plot.
          $('tl-scroll').addEventListener('pointerdown', e => {
            if (e.target.closest('.tl-name') || e.clientX < $('tl-over').getBoundingClientRect().left) return;
            stop(); show(Math.round(tlTime(e) * fps));
          });
          const velocityButton = $('velocity');
          function tlToggleVelocity() {
            tlVelocity = !tlVelocity;
            velocityButton.setAttribute('aria-pressed', String(tlVelocity));
            tlDraw();
            if (tlFocus) tlReadout(tlFocus, frame / fps);
          }
          velocityButton.addEventListener('click', tlToggleVelocity);
          document.addEventListener('keydown', e => {
            if ((e.key === 'v' || e.key === 'V') && !e.altKey && !e.ctrlKey && !e.metaKey && !(e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement && e.target.type !== 'range')) tlToggleVelocity();
          });
          tlKey(); tlTicks(); tlDraw(); tlMarks(); tlFit();
          window.addEventListener('resize', tlFit);

        """
}
