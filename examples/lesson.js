// Embeds the lesson's Timing Window scenarios and listens to them.
//
// Each frame's URL names this page's origin as the one allowed to receive
// results (?origin=...); the frames post nothing to any other origin. Here we
// accept messages only from the app's origin and only from our own frames.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var app = new URL(params.get('app') || 'http://127.0.0.1:8080').origin;
  var frames = [];
  window.lessonResults = [];
  window.lessonHeights = [];

  document.querySelectorAll('.exercise').forEach(function (slot) {
    var frame = document.createElement('iframe');
    frame.title = slot.dataset.title;
    frame.height = '150';
    frame.loading = 'eager';
    frame.src = app + slot.dataset.path + '?origin=' + encodeURIComponent(location.origin) + (slot.dataset.hash || '');
    slot.appendChild(frame);
    frames.push(frame);
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== app) return;
    var frame = frames.find(function (f) { return f.contentWindow === event.source; });
    if (!frame || !event.data || typeof event.data !== 'object') return;
    var index = frames.indexOf(frame);
    if (event.data.type === 'timing-window:height' && typeof event.data.height === 'number') {
      var h = Math.max(100, Math.min(20000, Math.ceil(event.data.height)));
      frame.style.height = h + 'px';
      window.lessonHeights.push({ frame: index, height: h });
    } else if (event.data.type === 'timing-window:statement') {
      var s = event.data.statement || {};
      var r = s.result || {};
      window.lessonResults.push({ frame: index, statement: s });
      var li = document.createElement('li');
      // Text only: never HTML from a message.
      li.textContent = (s.object && s.object.id) + ': ' + (r.success ? 'right' : 'not right') +
        ', score ' + (r.score && r.score.scaled) + ', in ' + r.duration;
      document.getElementById('results').appendChild(li);
    }
  });
})();
