import AnimaticCore

/// The review page's style and script, inline in every page (no network, works from file://).
enum ReviewPageAssets {
    static let css = """
        :root { --bg: #F2F2F7; --card: #fff; --line: #D1D1D6; --text: #1C1C1E; --muted: #6C6C70; --accent: #4E79A7; --lint: #E15759; --done: #AF52DE; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 13px/1.4 Inter, system-ui, sans-serif; font-feature-settings: "tnum"; }
        header { padding: 14px 20px 6px; }
        header h1 { font-size: 20px; font-weight: 600; margin: 0; }
        header p { margin: 2px 0 0; color: var(--muted); }
        .timing-diff { margin: 0 20px 8px; padding: 6px 12px; border: 1px solid #8aa9e6; border-radius: 6px; background: #eef4ff; color: #1f2328; }
        .timing-diff h2 { font-size: 14px; margin: 2px 0; }
        .timing-diff ul, #timing { margin: 2px 0; padding-left: 18px; font-size: 12px; }
        .back { float: right; color: var(--accent); }
        main { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 16px; padding: 8px 20px; }
        .stage { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px; display: flex; justify-content: center; }
        #viewer { position: relative; display: flex; gap: 16px; align-items: flex-start; }
        .pane { margin: 0; text-align: center; }
        .pane img { display: block; height: min(44vh, 640px); width: auto; border: 1px solid var(--line); background: #000; }
        .pane figcaption { color: var(--muted); margin-top: 4px; }
        .pane-state { margin: 0; color: var(--muted); font-size: 12px; min-height: 1.4em; }
        body.single .pane-state { display: none; }
        .note { margin: 6px 0 0; padding: 4px 10px; border-left: 3px solid #F2A93B; background: #FFF8EC; color: var(--text); }
        body[data-mode="overlay"] #pane1, body[data-mode="difference"] #pane1, body[data-mode="slider"] #pane1 { position: absolute; left: 0; top: 0; }
        body[data-mode="overlay"] #pane1 img { opacity: 0.5; }
        body[data-mode="difference"] #pane1 img { mix-blend-mode: difference; }
        body[data-mode="overlay"] #pane1 figcaption, body[data-mode="difference"] #pane1 figcaption, body[data-mode="slider"] #pane1 figcaption { visibility: hidden; }
        aside { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; overflow: auto; max-height: calc(44vh + 60px); }
        aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 10px 0 4px; }
        #tree button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 2px 6px; border-radius: 4px; font: inherit; color: var(--muted); cursor: pointer; }
        #tree button.animated { color: var(--text); font-weight: 500; }
        #tree button[aria-selected="true"] { background: var(--accent); color: #fff; }
        #watch-error { position: fixed; left: 16px; right: 16px; bottom: 16px; margin: 0; padding: 12px 14px; background: #FFF1F0; color: #B3261E; border: 1px solid var(--lint); border-radius: 8px; font: 12px/1.45 ui-monospace, monospace; white-space: pre-wrap; z-index: 10; }
        #values { width: 100%; border-collapse: collapse; table-layout: fixed; }
        #values td { padding: 1px 4px; border-bottom: 1px solid #EEE; vertical-align: top; overflow-wrap: anywhere; }
        #values td:first-child { width: 62%; }
        #values td:last-child { text-align: right; }
        #findings { padding-left: 0; list-style: none; margin: 0; }
        #findings button { text-align: left; width: 100%; border: 1px solid var(--line); border-left: 3px solid var(--lint); background: #fff; border-radius: 4px; padding: 4px 6px; margin-bottom: 4px; font: inherit; cursor: pointer; }
        #findings button.current { background: #FDECEC; }
        #findings small { display: block; color: var(--muted); }
        .transport { padding: 8px 20px; }
        .buttons { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
        .buttons button, .modes button, select { font: inherit; padding: 4px 10px; border: 1px solid var(--line); background: #fff; border-radius: 6px; cursor: pointer; }
        .modes { margin-left: auto; display: flex; gap: 4px; align-items: center; }
        .modes button[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        #label { margin-left: 8px; min-width: 260px; }
        .scrub { position: relative; margin-top: 6px; }
        #scrubber { width: 100%; margin: 0; }
        #marks { position: relative; height: 8px; }
        #marks span { position: absolute; top: 0; width: 3px; height: 8px; margin-left: -1px; background: var(--lint); border-radius: 1px; }
        #marks span.release { width: 8px; height: 8px; margin-left: -4px; border-radius: 4px; background: #2F6FEB; }
        .plots { padding: 0 20px 24px; display: grid; gap: 12px; }
        .plotbox { position: relative; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; cursor: crosshair; max-width: 1200px; }
        .plotbox img { display: block; width: 100%; height: auto; }
        .playhead { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: rgba(225, 87, 89, .85); pointer-events: none; }
        :focus-visible { outline: 3px solid #0A84FF; outline-offset: 2px; }
        body.index .scenes { list-style: none; padding: 0 20px; }
        body.index li { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin-bottom: 8px; }
        body.index li a { font-weight: 600; font-size: 15px; color: var(--accent); margin-right: 12px; }
        body.index li span { color: var(--muted); }
        """

    static func reloader(file: String, version: Int) -> String {
        """
        <script>
        (() => {
          const mine = \(version);
          setInterval(() => {
            const s = document.createElement('script');
            s.src = \(JSONText.quoted(file)) + '?' + Date.now();
            s.onload = s.onerror = () => s.remove();
            document.head.appendChild(s);
          }, 500);
          window.animaticVersion = v => {
            if (v !== mine) location.replace(location.pathname + '?frame=' + document.body.dataset.frame);
          };
          // A rebuild that failed: its error over the last good render, until a rebuild succeeds.
          window.animaticError = message => {
            let box = document.getElementById('watch-error');
            if (!box) {
              box = document.createElement('pre');
              box.id = 'watch-error';
              box.setAttribute('role', 'alert');
              document.body.appendChild(box);
            }
            box.textContent = message;
          };
        })();
        </script>
        """
    }

    static let script = """
        (() => {
          'use strict';
          const scenes = JSON.parse(document.getElementById('data').textContent);
          const images = [...document.querySelectorAll('script.images')].map(s => JSON.parse(s.textContent));
          const A = scenes[0];
          // The finest frame rate of the scenes drives the scrubber: no scene's frames are skipped.
          const fps = Math.max(...scenes.map(s => s.fps));
          const end = Math.max(...scenes.map(s => s.endTime));
          const count = Math.max(...scenes.map(s => Math.round(s.endTime * fps) + 1));
          const $ = id => document.getElementById(id);
          const scrubber = $('scrubber'), label = $('label'), play = $('play'), speedSelect = $('speed');
          scrubber.max = count - 1;
          let frame = 0, playing = false, clock = 0, last = null, selected = null;

          const pad = n => n.toFixed(3);
          // Each scene's own length and frames: a golden's as recorded with it.
          $('facts').textContent = scenes.map(s => `${s.scene}: ` +
            (s.transitionDuration === null ? '' : `transitionDuration ${pad(s.transitionDuration)} s · `) +
            `${s.fps} fps · ${s.width} × ${s.height} pt @${s.scale}x · ${s.frameCount} frames (${pad(s.endTime)} s)` +
            (s.completion === null ? (s.golden && s.transitionDuration === null ? '' : ' · completeTransition: never') : ` · completeTransition: at ${pad(s.completion)} s`)).join('   |   ');
          const notes = scenes.filter(s => s.note).map(s => `${s.scene}: ${s.note}`);
          if (notes.length) { $('notes').textContent = notes.join(' '); $('notes').hidden = false; }

          const frameOf = (s, t) => Math.min(s.frameCount - 1, Math.max(0, Math.round(t * s.fps)));

          function show(f) {
            frame = Math.min(count - 1, Math.max(0, f));
            const t = frame / fps;
            scenes.forEach((s, i) => {
              const img = $('frame' + i);
              const src = images[i][s.frames[frameOf(s, t)]];
              if (img.getAttribute('src') !== src) img.src = src;
            });
            scrubber.value = frame;
            if (scenes.length === 2) scenes.forEach((s, i) => { $('state' + i).textContent = paneState(s, t); });
            const progress = Math.round(A.progress[frameOf(A, t)] * 100);
            // An interactive scene: whether the finger is still down, then how the release ends.
            const finger = A.release
              ? (t < A.release.time ? ' · finger down' : ` · released, ${A.release.finish ? 'finishes' : 'cancels'}`)
              : '';
            label.textContent = `frame ${frame} of ${count - 1} · ${pad(t)} s · ${progress} %${finger}`;
            document.body.dataset.frame = frame;
            document.querySelectorAll('.plotbox').forEach(box => {
              const p = scenes[+box.dataset.scene].plot;
              const x = (p.left + (t - p.t0) / (p.t1 - p.t0) * (p.right - p.left)) / p.width * 100;
              box.querySelector('.playhead').style.left = x + '%';
            });
            document.querySelectorAll('#findings button').forEach(b => b.classList.toggle('current', +b.dataset.frame === frame));
            showValues();
            timelineShow(t);
          }

          // Where a scene is on its own timeline: its frame and time, past its end, and for a
          // golden whether the image is a recorded one or held from the one before.
          function paneState(s, t) {
            const f = frameOf(s, t);
            let text = `frame ${f} of ${s.frameCount - 1} · ${pad(f / s.fps)} s`;
            if (t > (s.frameCount - 1) / s.fps + 0.5 / fps) text += ` · ended at ${pad((s.frameCount - 1) / s.fps)} s`;
            if (s.stills) {
              const still = [...s.stills].reverse().find(k => k <= f);
              text += still === f ? ' · recorded frame'
                : s.motion ? ' · recorded motion'
                : still === undefined ? ' · no recorded frame yet' : ` · held from frame ${still} (${pad(still / s.fps)} s)`;
            }
            return text;
          }

          function showValues() {
            const body = $('values').tBodies[0];
            body.textContent = '';
            if (selected === null) { $('values-title').textContent = 'Values'; return; }
            $('values-title').textContent = `Values of ${selected} at frame ${frame}`;
            const row = A.values[frameOf(A, frame / fps)];
            const values = row && row.views[selected];
            const entries = values ? Object.entries(values) : [];
            const format = v => typeof v === 'boolean' ? String(v) : Number.isInteger(v) ? String(v) : v.toFixed(3);
            // Key paths break only after their dots (layer.transform.rotation.z).
            const keyCell = (tr, key) => {
              const td = tr.insertCell();
              key.split('.').forEach((part, i) => {
                if (i > 0) { td.append('.'); td.append(document.createElement('wbr')); }
                td.append(part);
              });
            };
            if (entries.length === 0) {
              const view = A.tree.find(v => v.id === selected);
              const note = body.insertRow().insertCell();
              note.colSpan = 2; note.textContent = 'not animated; as the script first shows it:';
              for (const [key, value] of Object.entries((view && view.model) || {})) {
                const tr = body.insertRow();
                keyCell(tr, key);
                tr.insertCell().textContent = Array.isArray(value) ? value.map(format).join(', ') : format(value);
              }
              return;
            }
            for (const [key, value] of entries) {
              const tr = body.insertRow();
              keyCell(tr, key);
              tr.insertCell().textContent = Array.isArray(value) ? value.map(format).join(', ') : format(value);
            }
          }

          // View tree
          const tree = $('tree');
          A.tree.forEach(v => {
            const b = document.createElement('button');
            b.type = 'button'; b.role = 'treeitem'; b.textContent = v.id; b.dataset.id = v.id;
            b.style.paddingLeft = (6 + v.depth * 14) + 'px';
            if (v.animated) b.classList.add('animated');
            b.setAttribute('aria-selected', 'false');
            b.addEventListener('click', () => {
              selected = v.id;
              tree.querySelectorAll('button').forEach(x => x.setAttribute('aria-selected', String(x === b)));
              showValues();
            });
            tree.appendChild(b);
          });
          const firstAnimated = A.tree.find(v => v.animated);
          if (firstAnimated) { selected = firstAnimated.id; tree.querySelector(`[data-id="${CSS.escape(selected)}"]`).setAttribute('aria-selected', 'true'); }

          // Lint findings, listed and marked on the scrubber at their frames
          const list = $('findings'), marks = $('marks');
          if (A.findings.length === 0) { const li = document.createElement('li'); li.textContent = 'No findings.'; list.appendChild(li); }
          A.findings.forEach(f => {
            const li = document.createElement('li'), b = document.createElement('button');
            b.type = 'button'; b.dataset.frame = f.frame;
            b.innerHTML = '<strong></strong> <span></span><small></small>';
            b.querySelector('strong').textContent = `${pad(f.time)} s`;
            b.querySelector('span').textContent = f.message;
            b.querySelector('small').textContent = `${f.rule} · ${f.location}`;
            b.addEventListener('click', () => { stop(); show(f.frame); });
            li.appendChild(b); list.appendChild(li);
            const m = document.createElement('span');
            m.style.left = (count > 1 ? f.frame / (count - 1) * 100 : 0) + '%';
            m.title = f.message;
            marks.appendChild(m);
          });

          // The release of an interactive scene, marked on the scrubber.
          if (A.release) {
            const m = document.createElement('span');
            m.className = 'release';
            m.style.left = (count > 1 ? A.release.frame / (count - 1) * 100 : 0) + '%';
            m.title = `release at ${pad(A.release.time)} s: ${A.release.finish ? 'finishes' : 'cancels'}`;
            marks.appendChild(m);
          }

          // Playback at real speed or slower; the clock is scene time, so 0.25× is four times slower.
          function tick(now) {
            if (!playing) return;
            if (last !== null) {
              clock += (now - last) / 1000 * parseFloat(speedSelect.value);
              if (clock > (count - 1) / fps + 0.5 / fps) clock = 0;
            }
            last = now;
            const f = Math.floor(clock * fps + 1e-6);
            if (f !== frame) show(f);
            requestAnimationFrame(tick);
          }
          function start() { playing = true; last = null; clock = frame >= count - 1 ? 0 : frame / fps; play.textContent = 'Pause'; requestAnimationFrame(tick); }
          function stop() { playing = false; play.textContent = 'Play'; }
          const step = d => { stop(); show(frame + d); };

          play.addEventListener('click', () => playing ? stop() : start());
          $('prev').addEventListener('click', () => step(-1));
          $('next').addEventListener('click', () => step(1));
          $('first').addEventListener('click', () => { stop(); show(0); });
          $('last').addEventListener('click', () => { stop(); show(count - 1); });
          scrubber.addEventListener('input', () => { stop(); show(parseInt(scrubber.value, 10)); });

          document.addEventListener('keydown', e => {
            if (e.target instanceof HTMLSelectElement || e.altKey || e.ctrlKey || e.metaKey) return;
            const k = e.key;
            if (k === 'ArrowRight' || k === 'ArrowLeft') { step((k === 'ArrowRight' ? 1 : -1) * (e.shiftKey ? 10 : 1)); e.preventDefault(); }
            else if (k === 'Home') { stop(); show(0); e.preventDefault(); }
            else if (k === 'End') { stop(); show(count - 1); e.preventDefault(); }
            else if (k === ' ' && !(e.target instanceof HTMLButtonElement)) { playing ? stop() : start(); e.preventDefault(); }
          });

          // Click or drag on a plot to seek there.
          document.querySelectorAll('.plotbox').forEach(box => {
            const seek = e => {
              const p = scenes[+box.dataset.scene].plot, r = box.getBoundingClientRect();
              const x = (e.clientX - r.left) / r.width * p.width;
              const t = p.t0 + (x - p.left) / (p.right - p.left) * (p.t1 - p.t0);
              stop(); show(Math.round(t * fps));
            };
            box.addEventListener('pointerdown', e => { seek(e); box.setPointerCapture(e.pointerId); });
            box.addEventListener('pointermove', e => { if (e.buttons) seek(e); });
          });

          // Compare modes
          const split = $('split');
          function mode(m) {
            document.body.dataset.mode = m;
            document.querySelectorAll('.modes button').forEach(b => b.setAttribute('aria-pressed', String(b.dataset.mode === m)));
            if (split) split.hidden = m !== 'slider';
            applySplit();
          }
          function applySplit() {
            const top = $('frame1');
            if (!top) return;
            top.style.clipPath = document.body.dataset.mode === 'slider' ? `inset(0 0 0 ${split.value}%)` : '';
          }
          document.querySelectorAll('.modes button').forEach(b => b.addEventListener('click', () => mode(b.dataset.mode)));
          if (split) split.addEventListener('input', applySplit);

        \(ReviewTimeline.script)
          const start0 = parseInt(new URLSearchParams(location.search).get('frame') || '0', 10);
          show(Number.isFinite(start0) ? start0 : 0);
        })();
        """
}
