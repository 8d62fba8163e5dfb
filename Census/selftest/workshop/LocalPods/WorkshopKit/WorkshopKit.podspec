# Census self-test: a local pod (`pod 'WorkshopKit', :path => 'LocalPods/WorkshopKit'`).
Pod::Spec.new do |s|
  s.name         = 'WorkshopKit'
  s.version      = '1.0.0'
  s.summary      = 'Timings shared by the workshop app.'
  s.source       = { :git => 'https://example.invalid/workshop.git', :tag => s.version.to_s }
  s.source_files = 'Sources/**/*.swift'
  s.dependency 'WorkshopCore'
end
